/** The maintenance messages (each area is its own module: an importer takes the areas it uses). */
/** Maintenance mode (ours). */
export const MAINTENANCE_MESSAGES = {
  defaultMessage: 'Estamos realizando tareas de mantenimiento. Volvemos enseguida.',
  enabled: 'Modo mantenimiento activado.',
  disabled: 'Modo mantenimiento desactivado.',
} as const;
