import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type ReactNode } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../portal/portalSlice';
import { selectConfig } from '../shell/appSlice';
import { useGetProtectedImageQuery } from './mapViewersApi';

export interface PortalImageProps {
  /** The image's path under the sharing root (`content/items/{id}/info/…`); null: none. */
  path: string | null;
  /** Public images load straight from the portal; the others need the visitor's token. */
  isPublic: boolean;
  /** What stands in for a missing, loading or broken image. */
  fallback: ReactNode;
  width: number;
  height: number;
}

/**
 * A portal thumbnail. It says nothing the title beside it does not (`alt=""`). An image shared
 * only with some users is fetched with the token in a header: an `<img>` could only send it in
 * the address, where it would end up in logs.
 */
export function PortalImage({ path, isPublic, fallback, width, height }: PortalImageProps) {
  const portalUrl = useAppSelector(selectConfig)?.portal.url;
  const viewer = useAppSelector(selectUser)?.username ?? null;
  const [broken, setBroken] = useState<string | null>(null);
  const protectedPath = path && !isPublic && viewer ? path : null;
  const fetched = useGetProtectedImageQuery(
    protectedPath ? { path: protectedPath, viewer } : skipToken,
    {
      // One object URL per cache entry: it is revoked when the entry goes.
      refetchOnMountOrArgChange: false,
    },
  );
  const src = protectedPath
    ? fetched.data
    : path && portalUrl
      ? `${portalUrl.replace(/\/$/, '')}/sharing/rest/${path}`
      : undefined;
  if (!src || broken === src) return <>{fallback}</>;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      width={width}
      height={height}
      onError={() => setBroken(src)}
    />
  );
}
