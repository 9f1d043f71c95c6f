import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { LoadingOverlay } from './loading-overlay.tsx';
import { Snackbar } from './snackbar.tsx';

/** Pages embedded by partner sites (`/external/...`): no header or bottom navigation. */
export function ExternalLayout() {
  return (
    <Box component="main" px="md" py="sm">
      <Outlet />
      <Snackbar />
      <LoadingOverlay />
    </Box>
  );
}
