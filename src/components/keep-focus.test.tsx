import { act, render, screen } from '@testing-library/react';
import { useKeepFocusWhenRemoved } from './keep-focus';

function Screen({ showScreen, showAction }: { showScreen: boolean; showAction: boolean }) {
  const keepFocus = useKeepFocusWhenRemoved();
  return (
    <main>
      {showScreen ? (
        <section>
          <h1 data-screen-heading="" tabIndex={-1}>
            Details
          </h1>
          <button type="button">Before</button>
          {showAction ? (
            <button type="button" ref={keepFocus}>
              Action
            </button>
          ) : (
            <button type="button">In its place</button>
          )}
          <button type="button">After</button>
        </section>
      ) : null}
      <button type="button">Outside the screen</button>
    </main>
  );
}

describe('useKeepFocusWhenRemoved', () => {
  it('hands the focus of a removed control to what is now in its place', async () => {
    const view = render(<Screen showScreen showAction />);
    screen.getByRole('button', { name: 'Action' }).focus();
    view.rerender(<Screen showScreen showAction={false} />);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'In its place' })).toHaveFocus();
  });

  it('leaves the focus alone when it is not on the control, or when its whole screen goes (a route change: route-focus moves it)', async () => {
    const view = render(<Screen showScreen showAction />);
    screen.getByRole('button', { name: 'After' }).focus();
    view.rerender(<Screen showScreen showAction={false} />);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    view.rerender(<Screen showScreen showAction />);
    screen.getByRole('button', { name: 'Action' }).focus();
    view.rerender(<Screen showScreen={false} showAction />);
    await act(async () => undefined);
    expect(document.body).toHaveFocus();
  });
});
