/** Reads the host's configuration, registers the `users` remote, then renders the launchpad. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';

/** The page is a column: the banner, then the app, which takes the rest of the height. */
const PAGE_STYLE = { display: 'flex', flexDirection: 'column', minHeight: '100%' } as const;
import { HostApp } from './app';
import { loadHostConfig } from './config';
import { registerUsersRemote } from './remote';

async function start(element: HTMLElement): Promise<void> {
  const config = await loadHostConfig();
  registerUsersRemote(config.remoteManifestUrl);
  createRoot(element).render(
    <StrictMode>
      <FluentProvider theme={webLightTheme} style={PAGE_STYLE}>
        <HostApp config={config} />
      </FluentProvider>
    </StrictMode>,
  );
}

const element = document.getElementById('root');
if (!element) throw new Error('The page has no #root element');
start(element).catch((error: unknown) => {
  console.error('The launchpad failed to start', error);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `The launchpad failed to start: ${error instanceof Error ? error.message : String(error)}`;
  element.replaceChildren(message);
});
