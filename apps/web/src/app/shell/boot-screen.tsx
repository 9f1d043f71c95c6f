import { Center, Loader } from '@mantine/core';

/** Shown for the first route's chunk on a cold start (the router's HydrateFallback). */
export function BootScreen() {
  return (
    <Center h="100vh">
      <Loader color="green" />
    </Center>
  );
}
