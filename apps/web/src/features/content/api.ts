import { contentEndpoint, contentListEndpoint, type ContentKind } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';

/** The server answers in the `locale` cookie's language, so the language is part of each key. */
const contentKeys = {
  list: (kind: ContentKind, lang: string) => ['contents', kind, 'list', lang] as const,
  one: (kind: ContentKind, slug: string, lang: string) => ['contents', kind, slug, lang] as const,
};

export const useContentList = (kind: ContentKind, lang: string) =>
  useQuery({
    queryKey: contentKeys.list(kind, lang),
    queryFn: ({ signal }) => callApi(contentListEndpoint, { kind }, { signal }),
    staleTime: 5 * 60_000,
  });

export const useContent = (kind: ContentKind, slug: string, lang: string) =>
  useQuery({
    queryKey: contentKeys.one(kind, slug, lang),
    queryFn: ({ signal }) => callApi(contentEndpoint, { kind, slug }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
