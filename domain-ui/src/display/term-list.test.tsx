import { renderPage } from '@benchlink/test-support';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermList } from './term-list';

describe('TermList', () => {
  it('shows each term over its value, in order', () => {
    renderPage(
      <TermList
        layout="fit"
        items={[
          { term: 'Rate', value: '50 €/h' },
          { term: 'Hours', value: '40 h/w' },
          { term: 'Description', value: <p>We build things.</p>, isWide: true },
        ]}
      />,
      { path: '/' },
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Rate', 'Hours', 'Description']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '50 €/h',
      '40 h/w',
      'We build things.',
    ]);
  });
});
