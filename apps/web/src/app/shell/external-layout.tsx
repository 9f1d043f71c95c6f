import { Box } from '@mantine/core';
import { LoadingOverlay } from './loading-overlay.tsx';
import { MainRegion } from './main-region.tsx';
import { Snackbar } from './snackbar.tsx';

/**
 * Pages embedded by partner sites (`/external/...`): no header or bottom navigation; maintenance,
 * offline and a revoked session stand in for the page as in the main shell.
 */
export function ExternalLayout() {
  return (
    <Box component="main" px="md" py="sm">
      <MainRegion />
      <Snackbar />
      <LoadingOverlay />
    </Box>
  );
}
