import { useState } from 'react';
import styled from 'styled-components';

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The first letters of the first two words, as the company's profile shows them without a logo. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export interface CompanyLogoProps {
  name: string;
  /** The logo's URL or data URL; without one, or when it fails to load, the initials show. */
  image?: string;
}

/**
 * A company's small logo beside its name on a card. Decorative: the name is written next to it, so the picture is
 * not read out a second time.
 */
export function CompanyLogo({ name, image }: CompanyLogoProps) {
  const [failedImage, setFailedImage] = useState<string>();
  const isShown = Boolean(image) && image !== failedImage;
  return (
    <Box aria-hidden="true">
      {isShown ? <img src={image} alt="" onError={() => setFailedImage(image)} /> : initialsOf(name)}
    </Box>
  );
}
