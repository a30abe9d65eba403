import { Center } from '@mantine/core';
import { Logo } from '../../components/logo';

/**
 * What a visit shows until its first page is ready: the brand, centred. The router renders it while
 * the first route's loaders run (`HydrateFallback`), and the build writes the same component's
 * markup into index.html (scripts/start-screen-plugin.ts), so it paints before any script arrives.
 * The brand is the same in both languages: the screen needs no language choice.
 */
export function StartScreen() {
  return (
    <Center mih="100vh" data-testid="start-screen">
      <Logo />
    </Center>
  );
}
