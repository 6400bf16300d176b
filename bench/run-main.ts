/**
 * Runs a bench script's `main` when the file is the command run (`tsx bench/<name>.ts`), not when another
 * script imports it: exits with main's code, or 1 after printing what failed.
 */
export function runIfMain(moduleUrl: string, main: () => Promise<number | void>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
