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
          {/* Keyed: React replaces the element (without keys it would reuse the focused button). */}
          {showAction ? (
            <button key="action" type="button" ref={keepFocus}>
              Action
            </button>
          ) : (
            <button key="replacement" type="button">
              In its place
            </button>
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

  it('leaves the focus alone when the control goes out of the window (a virtualised row scrolled away)', async () => {
    const view = render(<Screen showScreen showAction />);
    const action = screen.getByRole('button', { name: 'Action' });
    jest.spyOn(action, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight + 500, width: 80, height: 30 }));
    action.focus();
    view.rerender(<Screen showScreen showAction={false} />);
    await act(async () => undefined);
    expect(document.body).toHaveFocus();
  });
});
