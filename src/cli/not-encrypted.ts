/** Said on stderr after writing a file outside the encrypted practice, as the app's export screens say it. */
export const NOT_ENCRYPTED = 'This file is not encrypted: keep it where you would keep paper records, and delete it when you no longer need it.';

export const PDF_WITHOUT_PASSWORD = 'This PDF has no password: anyone who opens it can read it. --password asks for one, for the person you send it to.';
