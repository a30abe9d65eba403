import { createHash } from 'node:crypto';

/**
 * CSP source expressions (`'sha256-…'`) for the inline scripts of a page: the built `index.html`
 * carries one inline script (the boot script, see apps/web/src/app/boot-shell/), and the CSP
 * (`script-src 'self'`) allows exactly that script, not inline scripts in general. A script with
 * `src` is covered by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}
