import { Center, Loader } from '@mantine/core';
import { useEffect, useState, type ComponentType } from 'react';
import type { Params } from 'react-router';
import { reloadAfterChunkError } from '../lib/chunk-reload.ts';
import { GenericErrorScreen } from './errors/error-screens.tsx';

export interface ScreenModule {
  Component: ComponentType;
  /** Starts the screen's queries; its route's loader calls it once the guards pass (screen-route.tsx). */
  prefetch?: (params: Params) => void;
  /**
   * Data the first render must already show because it would otherwise appear above other content
   * and push it down (a layout shift); the loader waits for it, at most BEFORE_RENDER_MAX_MS.
   */
  beforeRender?: (params: Params) => Promise<void>;
}
export type ScreenLoader = () => Promise<ScreenModule>;

/**
 * A route's `lazy`: the screen's chunk, or, when the chunk cannot load, a stand-in screen that
 * loads it again. It never rejects: react-router (7.18) keeps a rejected `lazy` for the life of
 * the page and, because the route then still counts as lazy, renders nothing in its place, so a
 * member who tapped a tab while offline kept an empty page after the connection came back.
 */
export const lazyScreen = (load: ScreenLoader) => async (): Promise<ScreenModule> => {
  try {
    return await load();
  } catch {
    reloadAfterChunkError();
    return { Component: retryingScreen(load) };
  }
};

/**
 * Loads the chunk again each time it is shown (the offline page unmounts it, so coming back online
 * shows it anew): the screen once it loads, the error page with its refresh button if it fails.
 */
function retryingScreen(load: ScreenLoader): ComponentType {
  let loaded: ScreenModule | undefined;
  return function RetryingScreen() {
    const [module, setModule] = useState(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (module) return;
      let mounted = true;
      load()
        .then((screen) => {
          loaded = screen;
          if (mounted) setModule(screen);
        })
        .catch(() => mounted && setFailed(true));
      return () => {
        mounted = false;
      };
    }, [module]);
    if (module) return <module.Component />;
    if (failed) return <GenericErrorScreen />;
    return (
      <Center py="xl" data-testid="screen-loading">
        <Loader color="green" />
      </Center>
    );
  };
}
