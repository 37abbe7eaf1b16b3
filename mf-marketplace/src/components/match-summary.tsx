import type { Match } from '@benchlink/contracts/match';
import { Chip, type ChipTone } from '@benchlink/design-system';
import styled from 'styled-components';
import { dot, dotted } from './compact-listing-card';

/** '87% match'. */
export const matchScoreLabel = (match: Match) => `${match.score}% match`;

/** A strong fit reads green, a fair one blue, a weak one grey; the number says it to those who do not see colour. */
function toneOf(score: number): ChipTone {
  if (score >= 75) return 'success';
  if (score >= 50) return 'info';
  return 'neutral';
}

/** The score chip of a listing ranked against one of the reader's talents or positions. */
export function MatchScore({ match }: { match: Match }) {
  return <Chip label={matchScoreLabel(match)} tone={toneOf(match.score)} />;
}

const Reasons = styled.ul`
  ${dotted}
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  > li::before {
    ${dot}
  }
`;

/** Why the listing scored as it did ('4 of 5 required skills', 'rate ranges overlap'), in view, as a short list. */
export function MatchReasons({ match }: { match: Match }) {
  if (match.reasons.length === 0) return null;
  return (
    <Reasons aria-label={`Why ${matchScoreLabel(match)}`}>
      {match.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </Reasons>
  );
}
