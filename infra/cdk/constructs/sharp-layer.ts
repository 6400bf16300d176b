/**
 * sharp (libvips) for the images function, as a Lambda layer for linux-x64 (glibc) built from node_modules
 * (node-modules-layer.ts): sharp, its dependencies and its prebuilt binaries (@img/sharp-linux-x64,
 * @img/sharp-libvips-linux-x64), sharp's C++ sources left out. The images bundle leaves `sharp` external, so it
 * stays a few KB.
 *
 * The synth therefore needs the linux-x64 packages in node_modules: a linux-x64 machine (this project's, CI)
 * has them after `npm ci`; on another platform, `npm install --os=linux --cpu=x64 --libc=glibc sharp` adds
 * them. docs/infra.md, "The images function and sharp".
 */
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { REPO_ROOT } from '../paths.js';
import {
  type LayerExclusion,
  type LayerPackage,
  layerPackages,
  leaveOut,
  type NodeModulesLayerProps,
} from './node-modules-layer.js';

/** The platform of the layer's binaries, and so of the images function. */
export const SHARP_LAYER_ARCHITECTURE = Architecture.X86_64;
const PLATFORM_PACKAGES = ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'];
const INSTALL_HINT =
  'run `npm ci` on linux-x64, or `npm install --os=linux --cpu=x64 --libc=glibc sharp` elsewhere (docs/infra.md)';

/** sharp's C++ sources (src/) are only for building it from source. */
export const excludeSharpSources: LayerExclusion = leaveOut({ sharp: ['src'] });

/** sharp and what it loads at run time on linux-x64, as installed under `root`/node_modules. */
export function sharpLayerPackages(root: string = REPO_ROOT): LayerPackage[] {
  return layerPackages('sharp', { platformPackages: PLATFORM_PACKAGES, root, installHint: INSTALL_HINT });
}

/** The layer (a NodeModulesLayer of service-functions.ts). */
export const SHARP_LAYER: NodeModulesLayerProps = {
  rootPackage: 'sharp',
  platformPackages: PLATFORM_PACKAGES,
  installHint: INSTALL_HINT,
  architectures: [SHARP_LAYER_ARCHITECTURE],
  description: 'sharp for linux-x64',
  exclude: excludeSharpSources,
};
