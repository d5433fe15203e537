import styled from 'styled-components';
import { initialsOf } from '../lib/initials';

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.tokens.colorBrandBackground};
  color: ${({ theme }) => theme.tokens.colorNeutralForegroundOnBrand};
  font-weight: ${({ theme }) => theme.tokens.fontWeightSemibold};
  font-size: ${({ theme }) => theme.tokens.fontSizeBase200};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface UserAvatarProps {
  user: { fullName: string; thumbnailUrl: string | null };
}

/** The user's thumbnail, or up to two initials (spec §2). Decorative: the button names the user. */
export function UserAvatar({ user }: UserAvatarProps) {
  return (
    <Circle aria-hidden>
      {user.thumbnailUrl ? <img src={user.thumbnailUrl} alt="" /> : initialsOf(user.fullName)}
    </Circle>
  );
}
