import { render, screen } from '@testing-library/react';
import { Button } from '@fluentui/react-components';

describe('toBeUsable', () => {
  it('passes for a control a person can operate', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeUsable();
  });

  it('fails for a disabled control and for a disabledFocusable one, which toBeEnabled passes', () => {
    render(
      <>
        <Button disabled>Off</Button>
        <Button disabledFocusable>Busy</Button>
        <fieldset disabled>
          <button type="button">Inside</button>
        </fieldset>
        <div aria-disabled="true">
          <button type="button">Under</button>
        </div>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Off' })).not.toBeUsable();
    const busy = screen.getByRole('button', { name: 'Busy' });
    expect(busy).toBeEnabled();
    expect(busy).not.toBeUsable();
    expect(() => expect(busy).toBeUsable()).toThrow(/is aria-disabled/);
    expect(screen.getByRole('button', { name: 'Inside' })).not.toBeUsable();
    expect(() => expect(screen.getByRole('button', { name: 'Under' })).toBeUsable()).toThrow(/inside an aria-disabled element/);
  });

  it('fails for what is not an element', () => {
    expect(() => expect(null).toBeUsable()).toThrow(/expected an element/);
  });
});
