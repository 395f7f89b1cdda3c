/** Renderer entry: mounts the app shell into #root. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/base.css';
import './styles/shell.css';
import './styles/library.css';
import './styles/viewer.css';
import './styles/report.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App root={root} />
  </StrictMode>
);
