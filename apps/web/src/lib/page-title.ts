import { useEffect } from 'react';

/** Sets the browser tab title to "<page> · JalurKarir" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · JalurKarir` : 'JalurKarir';
  }, [title]);
}
