/**
 * A Lambda layer built by the CDK app from packages npm already installed: a root package (what the functions
 * import), its dependencies (recursively; a nested node_modules travels with its parent) and, among its optional
 * dependencies, only the named platform packages (prebuilt binaries), copied to nodejs/node_modules/ of the
 * layer (where the Node.js runtime looks, NODE_PATH, for ES modules too since nodejs18.x). Nothing is
 * downloaded at synth time and no Docker is needed; the functions leave the root package external, so their
 * bundles do not carry it. The installed versions name the asset: a new version makes a new layer version.
 *
 * Used by sharp-layer.ts (sharp and its linux-x64 binaries, images function) and stripe-layer.ts (the Stripe
 * SDK, the functions that take payments). docs/infra.md, "The images function and sharp" and "Payments (Stripe)".
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.js';

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;

export interface LayerPackage {
  name: string;
  version: string;
  /** Where npm installed it. */
  dir: string;
}

/**
 * Whether a file or folder of a package stays out of the layer: `path` is relative to the package's folder,
 * with `/` separators ('' is the folder itself).
 */
export type LayerExclusion = (pkg: LayerPackage, path: string) => boolean;

/**
 * An exclusion of the packages `folders` names (every other package stays whole): the folders it gives each one
 * (with all they hold) and the files any of `files` matches.
 */
export function leaveOut(
  folders: Readonly<Record<string, readonly string[]>>,
  files: readonly RegExp[] = [],
): LayerExclusion {
  return (pkg, path) =>
    Object.hasOwn(folders, pkg.name) &&
    ((folders[pkg.name] ?? []).some((folder) => path === folder || path.startsWith(`${folder}/`)) ||
      files.some((pattern) => pattern.test(path)));
}

export interface LayerPackagesOptions {
  /** Optional dependencies to take along (the platform's binaries); every other optional one stays out. */
  platformPackages?: readonly string[];
  /** Where node_modules is (the repository root). */
  root?: string;
  /** Added to the error when a package is missing: how to install it. */
  installHint?: string;
}

/**
 * `rootPackage` and what it loads at run time, as installed under `root`/node_modules: its dependencies
 * (recursively; one nested under a package's own node_modules is copied with that package) and the platform
 * packages among its optional dependencies. Sorted by name. Throws, naming the package, when one is missing.
 */
export function layerPackages(rootPackage: string, options: LayerPackagesOptions = {}): LayerPackage[] {
  const root = options.root ?? REPO_ROOT;
  const platform = options.platformPackages ?? [];
  const found = new Map<string, LayerPackage>();
  const visit = (name: string, from: string | null) => {
    if (from && existsSync(join(from, 'node_modules', name, 'package.json'))) return; // nested: copied with `from`
    const dir = join(root, 'node_modules', name);
    if (found.has(name)) return;
    if (!existsSync(join(dir, 'package.json'))) {
      throw new Error(
        `The ${rootPackage} layer needs ${name} in node_modules` +
          (options.installHint ? `: ${options.installHint}` : ': run `npm ci`'),
      );
    }
    const pkg = readPackage(dir);
    found.set(name, { name, version: pkg.version, dir });
    for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency, dir);
    for (const optional of Object.keys(pkg.optionalDependencies ?? {})) {
      if (platform.includes(optional)) visit(optional, dir);
    }
  };
  visit(rootPackage, null);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** `name@version` of each package, space-separated: the asset's hash and the layer's description. */
export function packageVersions(packages: readonly LayerPackage[]): string {
  return packages.map((pkg) => `${pkg.name}@${pkg.version}`).join(' ');
}

/** Copies the packages to `outputDir`/nodejs/node_modules/<name>, leaving out what `exclude` says. */
export function stageLayer(
  outputDir: string,
  packages: readonly LayerPackage[],
  exclude: LayerExclusion = () => false,
): void {
  for (const pkg of packages) {
    cpSync(pkg.dir, join(outputDir, 'nodejs', 'node_modules', pkg.name), {
      recursive: true,
      dereference: true,
      filter: (path) => !exclude(pkg, relative(pkg.dir, path).split(sep).join('/')),
    });
  }
}

export interface NodeModulesLayerProps extends LayerPackagesOptions {
  /** The package the functions import (left external in their bundles). */
  rootPackage: string;
  /** More packages the functions import from the same layer (with what they load). */
  alsoPackages?: readonly string[];
  /** The architectures the staged files run on; by default both (pure JavaScript). */
  architectures?: Architecture[];
  /** What the layer is, for its description (the versions follow). */
  description: string;
  exclude?: LayerExclusion;
}

export class NodeModulesLayer extends Construct {
  readonly layer: LayerVersion;
  readonly packages: readonly LayerPackage[];
  /** The module the functions import from the layer (external to their bundles). */
  readonly module: string;
  readonly architectures: readonly Architecture[];

  constructor(scope: Construct, id: string, props: NodeModulesLayerProps) {
    super(scope, id);
    const byName = new Map<string, LayerPackage>();
    for (const root of [props.rootPackage, ...(props.alsoPackages ?? [])])
      for (const pkg of layerPackages(root, props)) byName.set(pkg.name, pkg);
    const packages = [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
    this.packages = packages;
    this.module = props.rootPackage;
    this.architectures = props.architectures ?? [Architecture.ARM_64, Architecture.X86_64];
    const versions = packageVersions(packages);
    const exclude = props.exclude;
    this.layer = new LayerVersion(this, 'Layer', {
      description: `${props.description} (${versions})`.slice(0, 256),
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      compatibleArchitectures: [...this.architectures],
      code: Code.fromAsset(packages.find((pkg) => pkg.name === props.rootPackage)?.dir ?? REPO_ROOT, {
        // The installed versions name the asset: a new version of any package makes a new layer version.
        assetHashType: AssetHashType.CUSTOM,
        assetHash: versions,
        bundling: {
          // Never used: the local copy below always succeeds (no Docker on this project's machines).
          image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
          local: {
            tryBundle(outputDir: string) {
              stageLayer(outputDir, packages, exclude);
              return true;
            },
          },
        },
      }),
    });
  }
}
