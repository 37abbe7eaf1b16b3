import styled, { useTheme } from 'styled-components';
import type { ThemeColors } from '../../theme/theme';
import { Demo, Grid, Section } from '../layout';

const Swatch = styled.div<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &::before {
    content: '';
    height: 48px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ $color }) => $color};
  }
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const TypeSample = styled.p<{ $size: string; $weight: number }>`
  font-size: ${({ $size }) => $size};
  font-weight: ${({ $weight }) => $weight};
  line-height: 1.3;
`;

const Elevation = styled.div<{ $shadow: string }>`
  height: 72px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ $shadow }) => $shadow};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const swatchKeys: (keyof ThemeColors)[] = [
  'primary',
  'primarySoft',
  'background',
  'surface',
  'surfaceMuted',
  'border',
  'text',
  'textMuted',
  'success',
  'warning',
  'error',
  'info',
];

/** Colour, type, radius and elevation tokens of the active theme. */
export function FoundationsSection() {
  const theme = useTheme();
  return (
    <Section
      id="foundations"
      title="Foundations"
      description="Tokens of the active theme. Switch the theme in the top bar to compare light and dark."
    >
      <Grid $min="320px">
        <Demo title="Colour">
          <Swatches>
            {swatchKeys.map((key) => (
              <Swatch key={key} $color={theme.colors[key]}>
                {key}
              </Swatch>
            ))}
          </Swatches>
        </Demo>
        <Demo title="Type">
          <TypeSample $size={theme.font.size.display} $weight={theme.font.weight.bold}>
            Display 30
          </TypeSample>
          <TypeSample $size={theme.font.size.xxl} $weight={theme.font.weight.bold}>
            Page title 24
          </TypeSample>
          <TypeSample $size={theme.font.size.xl} $weight={theme.font.weight.semibold}>
            Section 20
          </TypeSample>
          <TypeSample $size={theme.font.size.md} $weight={theme.font.weight.regular}>
            Body 14 — the quick brown fox
          </TypeSample>
          <TypeSample $size={theme.font.size.xs} $weight={theme.font.weight.medium}>
            Caption 12
          </TypeSample>
        </Demo>
        <Demo title="Elevation and radius">
          <Grid $min="120px">
            <Elevation $shadow={theme.shadow.sm}>sm · 12px</Elevation>
            <Elevation $shadow={theme.shadow.md}>md</Elevation>
            <Elevation $shadow={theme.shadow.lg}>lg</Elevation>
          </Grid>
        </Demo>
      </Grid>
    </Section>
  );
}
