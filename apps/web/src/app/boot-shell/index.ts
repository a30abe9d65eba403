/**
 * What the build reads of the boot shell (scripts/boot-shell-plugin.ts), in one module so that it
 * loads them through one Vite module runner: the headings' table and the boot script itself.
 */
export { bootHeadings, type BootHeading } from './headings';
export { bootShell, type BootConfig } from './boot-script';
