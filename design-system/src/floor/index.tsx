// The floor page of `npm run lighthouse` (docs/performance.md, Lighthouse): the least a page of this stack can cost.
// React 19 and react-dom, the design system's theme (ThemeProvider and its global style) and a form of three
// labelled fields and a submit button, built by the same rspack configuration in production mode; no router, no
// federation, no query client, no API call. The product's pages are measured beside it, in the same run and browser.
import { StrictMode, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
import { Button } from '../components/button/button';
import { TextField } from '../components/text-field/text-field';
import { ThemeProvider } from '../theme/theme-provider';

const Page = styled.main`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const preventSubmit = (event: FormEvent) => event.preventDefault();

function FloorPage() {
  return (
    <ThemeProvider>
      <Page>
        <h1>Sign up</h1>
        <Form onSubmit={preventSubmit}>
          <TextField label="Username" name="username" autoComplete="username" required />
          <TextField label="E-mail" name="email" type="email" autoComplete="email" required />
          <TextField label="Password" name="password" type="password" autoComplete="new-password" required />
          <Button type="submit" fullWidth>
            Sign up
          </Button>
        </Form>
      </Page>
    </ThemeProvider>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <FloorPage />
    </StrictMode>,
  );
}
