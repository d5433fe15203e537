import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mapCalls } from '../../../../test/support/arcgis/mapController';
import { renderApp } from '../../../../test/support/renderApp';
import { measured, measureSketchChanged, measureToolFailed, selectMap } from '../mapSlice';

beforeEach(() => {
  mapCalls.length = 0;
});

const calls = (method: string) =>
  mapCalls.filter((call) => call.method === method).map((call) => call.args);

async function openMeasuring() {
  const app = await renderApp({ path: '/map' });
  await screen.findByRole('checkbox', { name: 'Show Projects' });
  const tools = screen.getByRole('complementary', { name: 'Map tools' });
  await userEvent.click(within(tools).getByRole('tab', { name: 'Measure' }));
  return { ...app, tools };
}

describe('the measure panel', () => {
  it('measures by keyboard: points at the map centre, one taken back, finished', async () => {
    const { store, tools } = await openMeasuring();
    expect(within(tools).queryByRole('group', { name: 'Measure with the keyboard' })).toBeNull();
    await userEvent.click(within(tools).getByRole('radio', { name: 'Distance' }));
    await userEvent.selectOptions(within(tools).getByRole('combobox', { name: 'Unit' }), 'miles');
    await waitFor(() =>
      expect(calls('measure')).toEqual([
        ['distance', 'feet'],
        ['distance', 'miles'],
      ]),
    );

    const keyboard = within(tools).getByRole('group', { name: 'Measure with the keyboard' });
    expect(keyboard).toHaveAccessibleDescription(/Enter or Space adds a point at the cross/);
    const remove = within(keyboard).getByRole('button', { name: 'Remove last point' });
    const finish = within(keyboard).getByRole('button', { name: 'Finish' });
    // Nothing to take back or finish yet, but still in the Tab order.
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(finish).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(
      within(keyboard).getByRole('button', { name: 'Add point at map centre' }),
    );
    await waitFor(() => expect(calls('addMeasurePoint')).toHaveLength(1));
    // The live map answers as it would after a second point.
    act(() => {
      store.dispatch(measureSketchChanged({ points: 2, finished: false }));
      store.dispatch(measured({ text: '12.34 mi' }));
    });
    expect(within(tools).getByText('2 points')).toHaveAttribute('role', 'status');
    expect(within(tools).getByText('Result: 12.34 mi')).toHaveAttribute('aria-live', 'polite');
    expect(remove).not.toHaveAttribute('aria-disabled');

    await userEvent.click(remove);
    await userEvent.click(finish);
    await waitFor(() => expect(calls('finishMeasurement')).toHaveLength(1));
    expect(calls('removeMeasurePoint')).toHaveLength(1);
    act(() => {
      store.dispatch(measureSketchChanged({ points: 1, finished: false }));
      store.dispatch(measureSketchChanged({ points: 1, finished: true }));
    });
    expect(within(tools).getByText('Measurement finished.')).toHaveAttribute('role', 'status');
    expect(finish).toHaveAttribute('aria-disabled', 'true');
  });

  it('forgets the points of one tool when another is chosen', async () => {
    const { store, tools } = await openMeasuring();
    await userEvent.click(within(tools).getByRole('radio', { name: 'Area' }));
    act(() => {
      store.dispatch(measureSketchChanged({ points: 1, finished: false }));
    });
    expect(within(tools).getByText('1 point')).toBeInTheDocument();
    await userEvent.click(within(tools).getByRole('radio', { name: 'Distance' }));
    expect(selectMap(store.getState()).measureSketch).toBeNull();
    expect(within(tools).queryByText('1 point')).toBeNull();
    await userEvent.click(within(tools).getByRole('radio', { name: 'Off' }));
    expect(within(tools).queryByRole('group', { name: 'Measure with the keyboard' })).toBeNull();
    await waitFor(() => expect(calls('measure').at(-1)).toEqual([null, 'feet']));
  });

  it('says when the tool could not load, shows it off, and forgets that once a tool is chosen again', async () => {
    const { store, tools } = await openMeasuring();
    await userEvent.click(within(tools).getByRole('radio', { name: 'Distance' }));
    // The live map could not fetch the tool's code (the connection went).
    act(() => {
      store.dispatch(measureToolFailed());
    });
    expect(within(tools).getByRole('alert')).toHaveTextContent(
      'The measuring tools could not be loaded. Check the connection, then choose a tool again.',
    );
    expect(within(tools).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(tools).queryByRole('combobox', { name: 'Unit' })).toBeNull();
    await userEvent.click(within(tools).getByRole('radio', { name: 'Distance' }));
    expect(within(tools).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(calls('measure').at(-1)).toEqual(['distance', 'feet']));
  });
});
