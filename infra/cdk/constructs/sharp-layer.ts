/**
 * sharp (libvips) for the images function, as a Lambda layer for linux-x64 (glibc) built by the CDK app from
 * the packages npm already installed: sharp, its dependencies and its prebuilt binaries
 * (@img/sharp-linux-x64, @img/sharp-libvips-linux-x64) are copied to nodejs/node_modules/ of the layer (where
 * the Node.js runtime looks, NODE_PATH, for ES modules too since nodejs18.x). Nothing is downloaded at synth
 * time and no Docker is needed; the images bundle leaves `sharp` external, so it stays a few KB.
 *
 * The synth therefore needs the linux-x64 packages in node_modules: a linux-x64 machine (this project's, CI)
 * has them after `npm ci`; on another platform, `npm install --os=linux --cpu=x64 --libc=glibc sharp` adds
 * them. docs/infra.md, "The images function and sharp".
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths.js';

/** The platform of the layer's binaries, and so of the images function. */
export const SHARP_LAYER_ARCHITECTURE = Architecture.X86_64;
const PLATFORM_PACKAGES = ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'];

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
 * sharp and what it loads at run time on linux-x64, as installed under `root`/node_modules: its dependencies
 * (recursively; a nested node_modules travels with its parent) and the platform's binaries among its optional
 * dependencies. Throws, naming the package, when one is missing.
 */
export function sharpLayerPackages(root: string = REPO_ROOT): LayerPackage[] {
  const found = new Map<string, LayerPackage>();
  const visit = (name: string, from: string | null) => {
    if (from && existsSync(join(from, 'node_modules', name, 'package.json'))) return; // nested: copied with `from`
    const dir = join(root, 'node_modules', name);
    if (found.has(name)) return;
    if (!existsSync(join(dir, 'package.json'))) {
      throw new Error(
        `The sharp layer needs ${name} in node_modules (linux-x64): run \`npm ci\` on linux-x64, or ` +
          '`npm install --os=linux --cpu=x64 --libc=glibc sharp` elsewhere (docs/infra.md)',
      );
    }
    const pkg = readPackage(dir);
    found.set(name, { name, version: pkg.version, dir });
    for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency, dir);
    for (const optional of Object.keys(pkg.optionalDependencies ?? {})) {
      if (PLATFORM_PACKAGES.includes(optional)) visit(optional, dir);
    }
  };
  visit('sharp', null);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Copies the packages to `outputDir`/nodejs/node_modules/ (sharp's C++ sources left out). */
export function stageSharpLayer(outputDir: string, packages: readonly LayerPackage[]): void {
  for (const pkg of packages) {
    const sources = join(pkg.dir, 'src') + sep;
    cpSync(pkg.dir, join(outputDir, 'nodejs', 'node_modules', pkg.name), {
      recursive: true,
      dereference: true,
      filter: (path) => !(pkg.name === 'sharp' && (path + sep).startsWith(sources)),
    });
  }
}

export class SharpLayer extends Construct {
  readonly layer: LayerVersion;
  readonly packages: readonly LayerPackage[];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const packages = sharpLayerPackages();
    this.packages = packages;
    const versions = packages.map((pkg) => `${pkg.name}@${pkg.version}`).join(' ');
    this.layer = new LayerVersion(this, 'Layer', {
      description: `sharp for linux-x64 (${versions})`.slice(0, 256),
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      compatibleArchitectures: [SHARP_LAYER_ARCHITECTURE],
      code: Code.fromAsset(packages.find((pkg) => pkg.name === 'sharp')?.dir ?? REPO_ROOT, {
        // The installed versions name the asset: a new sharp or libvips makes a new layer version.
        assetHashType: AssetHashType.CUSTOM,
        assetHash: versions,
        bundling: {
          // Never used: the local copy below always succeeds (no Docker on this project's machines).
          image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
          local: {
            tryBundle(outputDir: string) {
              stageSharpLayer(outputDir, packages);
              return true;
            },
          },
        },
      }),
    });
  }
}
