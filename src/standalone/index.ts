// The async boundary lets Module Federation negotiate shared singletons before React loads.
import('./bootstrap').catch((error: unknown) => {
  console.error('The Users app failed to start', error);
});
