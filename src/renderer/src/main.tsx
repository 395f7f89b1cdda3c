/** Renderer entry: applies the remembered theme, then mounts the app shell into #root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initTheme } from './stores/themeStore';
import './styles/base.css';
import './styles/shell.css';
import './styles/library.css';
import './styles/viewer.css';
import './styles/report.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Before the first render, so the first frame already has the analyst's theme.
initTheme();

createRoot(root).render(
  <StrictMode>
    <App root={root} />
  </StrictMode>
);
