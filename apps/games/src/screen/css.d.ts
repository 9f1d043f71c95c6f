// esbuild bundles the screens' stylesheet imports into a .css file beside the script.
declare module '*.css';
