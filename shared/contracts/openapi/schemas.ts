/** The API description takes no input: its contract's schemas module is empty. */
export {};
