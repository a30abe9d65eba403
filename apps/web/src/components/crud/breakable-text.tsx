/**
 * Where a line may break in an e-mail address or a dotted identifier: after `@` and after each
 * dot, never inside a word ("perusahaan.otomotif@jalurkarir.id" → "perusahaan.", "otomotif@",
 * "jalurkarir.", "id").
 */
export function breakSegments(text: string): string[] {
  return text.split(/(?<=[@.])(?=.)/);
}

/** Text that wraps only at `@` and dots (`<wbr>` after each), so an address never breaks mid-word. */
export function BreakableText({ text }: { text: string }) {
  const segments = breakSegments(text);
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {segments.map((segment, i) => (
        <span key={i}>
          {segment}
          {i < segments.length - 1 && <wbr />}
        </span>
      ))}
    </span>
  );
}
