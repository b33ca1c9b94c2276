import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExportMenu } from './ExportMenu';

function setup() {
  const onExport = vi.fn();
  render(
    <>
      <ExportMenu onExport={onExport} />
      <p>Elsewhere</p>
    </>,
  );
  return {
    onExport,
    user: userEvent.setup(),
    button: screen.getByRole('button', { name: 'Export' }),
  };
}

describe('ExportMenu', () => {
  it('opens a menu of the three formats and reports the one clicked', async () => {
    const { onExport, user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['PNG image', 'SVG image', 'JSON data']);
    expect(screen.getByRole('menuitem', { name: 'PNG image' })).toHaveFocus();

    await user.click(screen.getByRole('menuitem', { name: 'SVG image' }));
    expect(onExport).toHaveBeenCalledExactlyOnceWith('svg');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('moves with the arrow keys, wraps around and picks with Enter', async () => {
    const { onExport, user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('PNG image')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('SVG image')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('PNG image')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('JSON data')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onExport).toHaveBeenCalledExactlyOnceWith('json');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape and on a click outside without exporting', async () => {
    const { onExport, user, button } = setup();
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onExport).not.toHaveBeenCalled();
  });
});
