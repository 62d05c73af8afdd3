import { Center, Loader } from '@mantine/core';

/** What shows while the practice's state or a page's code is on its way. */
export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100vh' : 240}>
      <Loader />
    </Center>
  );
}
