import { renderToStaticMarkup } from 'react-dom/server';
import { AppMantineProvider } from '../app';
import { StartScreen } from './start-screen';

/** The start screen as HTML, with the theme's CSS variables: run by the build for index.html, never shipped. */
export function startScreenMarkup(): string {
  return renderToStaticMarkup(
    <AppMantineProvider>
      <StartScreen />
    </AppMantineProvider>,
  );
}
