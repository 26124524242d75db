// The async boundary lets Module Federation negotiate the shared singletons before React loads.
import('./bootstrap').catch((error: unknown) => {
  console.error('The launchpad failed to start', error);
});
