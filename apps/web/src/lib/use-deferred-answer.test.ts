import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useDeferredAnswer } from './use-deferred-answer';

function Shown({ answer }: { answer: string | undefined }) {
  const shown = useDeferredAnswer(answer);
  return createElement('p', null, shown ?? 'loading');
}

describe('useDeferredAnswer', () => {
  // React's server renderer renders once, as a mount: what it prints is what the mounting render gets.
  it('keeps an answer that is already there out of the mounting render', () => {
    expect(renderToString(createElement(Shown, { answer: 'twenty cards' }))).toBe('<p>loading</p>');
  });

  it('is undefined while there is no answer', () => {
    expect(renderToString(createElement(Shown, { answer: undefined }))).toBe('<p>loading</p>');
  });
});
