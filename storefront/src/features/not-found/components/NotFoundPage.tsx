import styled from 'styled-components';
import { ButtonLink } from '@/components/Button';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';

const Box = styled.section`
  text-align: center;
  padding: ${space(16, 4)};
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`;

const Code = styled.p`
  margin: 0;
  font-size: ${theme.fontSize[400]};
  font-weight: 800;
  color: ${theme.colors.accent};
`;

const Title = styled.h1`
  margin: ${space(2, 0, 6)};
  font-size: ${theme.fontSize[125]};
  font-weight: 600;
`;

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Box aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <Title id="not-found-title">The page you are looking for was not found.</Title>
      <ButtonLink to="/" $shape="pill">
        Back to home
      </ButtonLink>
    </Box>
  );
}
