/**
 * A fixture maker: each call builds `base` afresh (a new object, nested ones too) and sets what a test changes
 * (`overrides`) over it.
 */
export function fixture<T extends object>(base: () => T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...base(), ...overrides });
}
