import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { type TestSession, signUp } from '../../../test/session';
import ConfigurationPage from './ConfigurationPage';
import DataEntryPage from './DataEntryPage';
import PlaceholderPage from './PlaceholderPage';
import SchemaOverviewPage from './SchemaOverviewPage';

let session: TestSession;
beforeAll(async () => {
  session = await signUp('Visitor');
});

describe('placeholder pages', () => {
  it('labels a page that is still to come', () => {
    renderPage(<PlaceholderPage title="API Keys" />, session);
    expect(screen.getByRole('heading', { name: 'API Keys' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon...')).toBeInTheDocument();
  });

  it('Configuration says what its manage buttons will do instead of doing nothing', async () => {
    renderPage(<ConfigurationPage />, session);
    for (const area of ['Data Types', 'Attributes', 'Relationships']) {
      expect(screen.getByRole('heading', { name: area })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Manage Relationships' }));
    expect(await screen.findByText('Managing relationships is coming soon.')).toBeInTheDocument();
  });

  it('Data Entry has Name, Email and Notes and says records are not stored yet', async () => {
    renderPage(<DataEntryPage />, session);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Notes'), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Save Record' }));
    expect(
      await screen.findByText('Records are not stored yet: data entry is coming soon.'),
    ).toBeInTheDocument();
  });

  it('Schema Overview links to relationships and linked attributes', () => {
    renderPage(<SchemaOverviewPage />, session);
    expect(screen.getByRole('link', { name: 'Relationships' })).toHaveAttribute(
      'href',
      '/relationships',
    );
    expect(screen.getByRole('link', { name: 'Linked Attributes' })).toHaveAttribute(
      'href',
      '/linked-attributes',
    );
  });
});
