import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface LocalCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate (PEM): what a client trusts as its own CA for 127.0.0.1. */
  cert: string;
}

/** A fresh self-signed certificate for 127.0.0.1 and localhost, written as PEM files into `dir`. */
export const createLocalCertificate = async (dir: string): Promise<LocalCertificate> => {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const certFile = path.join(dir, 'tls-cert.pem');
  const keyFile = path.join(dir, 'tls-key.pem');
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile, cert: pems.cert };
};
