import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ProfileAbout } from './profile-about';

const texts = {
  title: 'About the Company',
  emptyDescriptionText: 'No description yet',
  tagsTitle: 'Skills',
  emptyTagsText: 'No skills selected',
};

describe('ProfileAbout', () => {
  it('shows the description and the tags as a labelled list', () => {
    renderWithTheme(<ProfileAbout {...texts} description={'Line one\nLine two'} tags={['React', 'Go']} />);
    const card = screen.getByRole('heading', { name: 'About the Company' }).closest('section')!;
    expect(within(card).getByText(/Line one/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Skills' })).toBeInTheDocument();
    const list = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Go']);
    expect(screen.queryByText('No skills selected')).not.toBeInTheDocument();
  });

  it('says when the description and the tags are empty', () => {
    renderWithTheme(<ProfileAbout {...texts} description={null} tags={[]} />);
    expect(screen.getByText('No description yet')).toBeInTheDocument();
    expect(screen.getByText('No skills selected')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows neither the empty text nor a list while the tags load', () => {
    renderWithTheme(<ProfileAbout {...texts} description="Text" tags={[]} isLoadingTags />);
    expect(screen.queryByText('No skills selected')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
