import { FluentProvider, Tab, TabList, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useRovingTabList } from './useRovingTabList';

function Tabs() {
  const [selected, setSelected] = useState('b');
  const roving = useRovingTabList();
  return (
    <FluentProvider theme={webLightTheme}>
      <button type="button">before</button>
      <TabList
        {...roving}
        selectedValue={selected}
        onTabSelect={(_, data) => setSelected(data.value as string)}
      >
        <Tab value="a">A</Tab>
        <Tab value="b">B</Tab>
        <Tab value="c">C</Tab>
      </TabList>
      <button type="button">after</button>
    </FluentProvider>
  );
}

describe('useRovingTabList', () => {
  it('makes the list one Tab stop, on the selected tab, with no Tabster mover', async () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist')).not.toHaveAttribute('data-tabster');
    // (Tab itself is Tabster's in jsdom, which sees no layout: the tabindexes say it all.)
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves round the tabs by arrows, Home and End, and selects with Enter', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    screen.getByRole('tab', { name: 'B' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('tab', { name: 'C' })).toHaveAttribute('aria-selected', 'true');
    // Leaving, the Tab stop stays on the selected tab.
    screen.getByRole('button', { name: 'after' }).focus();
    screen.getByRole('tab', { name: 'A' }).focus();
    screen.getByRole('button', { name: 'before' }).focus();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });
});
