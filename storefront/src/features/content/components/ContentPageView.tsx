import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { space } from '@/lib/theme';
import { useContentPage, type ContentPageSlug } from '../api/get-page';

const Body = styled.div`
  white-space: pre-line;
  line-height: 1.6;
  max-width: 70ch;

  p {
    margin: 0 0 ${space(3)};
  }
`;

/** /returns, /privacy, /terms: the text the admin wrote (or the shop's default). */
export function ContentPageView({ slug }: { slug: ContentPageSlug }) {
  const query = useContentPage(slug);
  return (
    <PageState query={query} loading="Loading page…" error="Could not load this page." notFound="The page you are looking for was not found." boxed>
      {(page) => (
        <SubPage title={page.title}>
          <Body>
            {page.body.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </Body>
        </SubPage>
      )}
    </PageState>
  );
}

export const ReturnsPage = () => <ContentPageView slug="returns" />;
export const PrivacyPage = () => <ContentPageView slug="privacy" />;
export const TermsPage = () => <ContentPageView slug="terms" />;
