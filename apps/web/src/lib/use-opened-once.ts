import { useState } from 'react';

/**
 * True from the first time `opened` is true. A dialog renders nothing until then and stays mounted
 * afterwards (its closing animation plays): a closed Mantine Modal is still a portal, a transition
 * and a focus trap, and a list renders one per row with account actions.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
