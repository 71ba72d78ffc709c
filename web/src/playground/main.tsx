import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './playground.css';
import { Playground, openOnKeptTab } from './Playground';

openOnKeptTab();
createRoot(document.getElementById('playground')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
