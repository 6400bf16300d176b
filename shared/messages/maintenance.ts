/** The maintenance messages. shared/messages/index.ts re-exports every area (services); the web imports only the areas it uses. */
/** Maintenance mode (ours). */
export const MAINTENANCE_MESSAGES = {
  defaultMessage: 'Estamos realizando tareas de mantenimiento. Volvemos enseguida.',
  enabled: 'Modo mantenimiento activado.',
  disabled: 'Modo mantenimiento desactivado.',
} as const;
