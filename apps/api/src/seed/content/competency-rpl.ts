import { multiple, single, t, type ContentTest } from './types.js';

const ALGO = t('Algoritma dan Pemrograman', 'Algorithms and Programming');
const DB = t('Basis Data', 'Databases');
const WEB = t('Pemrograman Web', 'Web Programming');
const OOP = t('Pemrograman Berorientasi Objek', 'Object-Oriented Programming');
const GIT = t('Kontrol Versi', 'Version Control');

/** Competency test for Rekayasa Perangkat Lunak (program code `rpl`), written by the project. */
export const RPL_TEST: ContentTest = {
  key: 'competency-rpl',
  kind: 'competency',
  instrument: 'points',
  program: 'rpl',
  name: t('Uji Kompetensi Rekayasa Perangkat Lunak', 'Software Engineering Competency Test'),
  description: t(
    'Menguji pengetahuan dasar algoritma, basis data, pemrograman web, pemrograman berorientasi objek, dan kontrol versi.',
    'Tests basic knowledge of algorithms, databases, web programming, object-oriented programming and version control.',
  ),
  instructions: t(
    'Pilih satu jawaban yang paling tepat, kecuali soal yang meminta Anda memilih semua jawaban yang benar. Nilai kelulusan 70.',
    'Choose the one best answer, except where a question asks you to choose every correct answer. The pass mark is 70.',
  ),
  minutes: 45,
  passingScore: 70,
  source: 'Written by the JalurKarir project (2026) after the SMK RPL curriculum (Kurikulum Merdeka, fase F).',
  questions: [
    single(
      ALGO,
      t(
        'Berapa nilai total setelah kode berikut dijalankan? total = 0; for (i = 1; i <= 5; i++) { total = total + i; }',
        'What is the value of total after this code runs? total = 0; for (i = 1; i <= 5; i++) { total = total + i; }',
      ),
      [
        ['10', '10'],
        ['15', '15'],
        ['5', '5'],
        ['20', '20'],
      ],
      1,
    ),
    single(
      ALGO,
      t('Tipe data yang hanya dapat bernilai benar atau salah adalah…', 'The data type that can only be true or false is…'),
      [
        ['integer', 'integer'],
        ['string', 'string'],
        ['boolean', 'boolean'],
        ['float', 'float'],
      ],
      2,
    ),
    single(
      ALGO,
      t(
        'Struktur data yang mengeluarkan data yang pertama kali masuk lebih dulu (FIFO) adalah…',
        'The data structure that removes the first item added first (FIFO) is…',
      ),
      [
        ['Stack (tumpukan)', 'Stack'],
        ['Queue (antrean)', 'Queue'],
        ['Tree (pohon)', 'Tree'],
        ['Graph (graf)', 'Graph'],
      ],
      1,
    ),
    single(
      ALGO,
      t(
        'Syarat agar pencarian biner (binary search) dapat digunakan pada sebuah array adalah…',
        'For binary search to work on an array, the array must…',
      ),
      [
        ['Data sudah terurut', 'Be sorted'],
        ['Data berjumlah genap', 'Have an even number of items'],
        ['Data berupa teks', 'Contain text'],
        ['Tidak berisi data kembar (duplikat)', 'Contain no duplicates'],
      ],
      0,
    ),
    single(
      ALGO,
      t(
        'Diketahui nilai = [70, 80, 90] dan indeks array dimulai dari 0. Nilai dari nilai[1] adalah…',
        'Given nilai = [70, 80, 90] and array indexes start at 0, the value of nilai[1] is…',
      ),
      [
        ['70', '70'],
        ['80', '80'],
        ['90', '90'],
        ['Error, indeks tidak ada', 'An error: no such index'],
      ],
      1,
    ),
    single(
      ALGO,
      t(
        'Pada kasus terburuk, pencarian linear (sequential search) pada n data memerlukan waktu…',
        'In the worst case, a linear search through n items takes…',
      ),
      [
        ['O(1)', 'O(1)'],
        ['O(log n)', 'O(log n)'],
        ['O(n)', 'O(n)'],
        ['O(n²)', 'O(n²)'],
      ],
      2,
    ),
    single(
      DB,
      t('Perintah SQL untuk mengambil data dari tabel adalah…', 'The SQL command that reads data from a table is…'),
      [
        ['INSERT', 'INSERT'],
        ['SELECT', 'SELECT'],
        ['UPDATE', 'UPDATE'],
        ['DROP', 'DROP'],
      ],
      1,
    ),
    single(
      DB,
      t('Primary key pada sebuah tabel berfungsi untuk…', 'A table’s primary key is used to…'),
      [
        ['Mengurutkan data secara otomatis', 'Sort the rows automatically'],
        ['Mengidentifikasi setiap baris secara unik', 'Identify each row uniquely'],
        ['Mengenkripsi data', 'Encrypt the data'],
        ['Membatasi jumlah baris', 'Limit the number of rows'],
      ],
      1,
    ),
    single(
      DB,
      t(
        "Hasil perintah SELECT COUNT(*) FROM siswa WHERE jurusan = 'RPL'; adalah…",
        "The statement SELECT COUNT(*) FROM siswa WHERE jurusan = 'RPL'; returns…",
      ),
      [
        ['Daftar nama siswa RPL', 'The names of the RPL students'],
        ['Jumlah siswa jurusan RPL', 'The number of RPL students'],
        ['Semua kolom tabel siswa', 'Every column of the siswa table'],
        ['Jumlah kolom tabel siswa', 'The number of columns in siswa'],
      ],
      1,
    ),
    single(
      DB,
      t('Kolom pada suatu tabel yang merujuk ke primary key tabel lain disebut…', 'A column that refers to the primary key of another table is a…'),
      [
        ['Foreign key', 'Foreign key'],
        ['Candidate key', 'Candidate key'],
        ['Index', 'Index'],
        ['Composite key', 'Composite key'],
      ],
      0,
    ),
    single(
      DB,
      t('Tujuan utama normalisasi basis data adalah…', 'The main purpose of database normalisation is to…'),
      [
        ['Mempercepat koneksi internet', 'Speed up the internet connection'],
        ['Mengurangi redundansi (pengulangan) data', 'Reduce redundant (repeated) data'],
        ['Memperbesar ukuran basis data', 'Make the database larger'],
        ['Menghapus semua relasi', 'Remove every relationship'],
      ],
      1,
    ),
    single(
      WEB,
      t('Tag HTML untuk membuat tautan (hyperlink) adalah…', 'The HTML tag that creates a hyperlink is…'),
      [
        ['<link>', '<link>'],
        ['<a>', '<a>'],
        ['<href>', '<href>'],
        ['<p>', '<p>'],
      ],
      1,
    ),
    single(
      WEB,
      t('Properti CSS untuk mengubah warna teks adalah…', 'The CSS property that changes the text colour is…'),
      [
        ['font-color', 'font-color'],
        ['text-color', 'text-color'],
        ['color', 'color'],
        ['background', 'background'],
      ],
      2,
    ),
    single(
      WEB,
      t('Kode status HTTP 404 berarti…', 'HTTP status code 404 means…'),
      [
        ['Berhasil', 'Success'],
        ['Halaman atau sumber tidak ditemukan', 'Page or resource not found'],
        ['Kesalahan di server', 'Server error'],
        ['Harus login dahulu', 'Login required'],
      ],
      1,
    ),
    single(
      WEB,
      t(
        'Metode HTTP yang umumnya dipakai formulir untuk mengirim data baru ke server adalah…',
        'The HTTP method a form usually uses to send new data to the server is…',
      ),
      [
        ['GET', 'GET'],
        ['POST', 'POST'],
        ['HEAD', 'HEAD'],
        ['OPTIONS', 'OPTIONS'],
      ],
      1,
    ),
    single(
      WEB,
      t('Hasil dari typeof 42 di JavaScript adalah…', 'In JavaScript, typeof 42 gives…'),
      [
        ['"integer"', '"integer"'],
        ['"number"', '"number"'],
        ['"float"', '"float"'],
        ['"string"', '"string"'],
      ],
      1,
    ),
    single(
      OOP,
      t(
        'Konsep OOP ketika sebuah kelas mewarisi atribut dan method dari kelas lain disebut…',
        'The OOP concept in which a class takes over the attributes and methods of another class is…',
      ),
      [
        ['Enkapsulasi', 'Encapsulation'],
        ['Pewarisan (inheritance)', 'Inheritance'],
        ['Polimorfisme', 'Polymorphism'],
        ['Abstraksi', 'Abstraction'],
      ],
      1,
    ),
    single(
      OOP,
      t(
        'Menyembunyikan data dalam objek dan hanya mengaksesnya melalui method disebut…',
        'Hiding an object’s data and reaching it only through methods is called…',
      ),
      [
        ['Enkapsulasi', 'Encapsulation'],
        ['Pewarisan', 'Inheritance'],
        ['Rekursi', 'Recursion'],
        ['Iterasi', 'Iteration'],
      ],
      0,
    ),
    single(
      OOP,
      t(
        'Method khusus yang dijalankan otomatis saat objek dibuat disebut…',
        'The special method that runs automatically when an object is created is the…',
      ),
      [
        ['Destructor', 'Destructor'],
        ['Getter', 'Getter'],
        ['Constructor', 'Constructor'],
        ['Interface', 'Interface'],
      ],
      2,
    ),
    single(
      GIT,
      t(
        'Perintah Git untuk menyimpan perubahan yang sudah di-stage ke riwayat repositori adalah…',
        'The Git command that records staged changes in the repository’s history is…',
      ),
      [
        ['git push', 'git push'],
        ['git commit', 'git commit'],
        ['git clone', 'git clone'],
        ['git status', 'git status'],
      ],
      1,
    ),
    single(
      GIT,
      t('Perintah git clone digunakan untuk…', 'git clone is used to…'),
      [
        ['Menyalin repositori jarak jauh ke komputer lokal', 'Copy a remote repository to the local computer'],
        ['Menghapus cabang', 'Delete a branch'],
        ['Menggabungkan dua cabang', 'Merge two branches'],
        ['Membatalkan commit terakhir', 'Undo the last commit'],
      ],
      0,
    ),
    multiple(
      DB,
      t('Pilih semua yang merupakan sistem manajemen basis data relasional (RDBMS).', 'Choose every relational database management system (RDBMS).'),
      [
        ['MySQL', 'MySQL'],
        ['PostgreSQL', 'PostgreSQL'],
        ['MongoDB', 'MongoDB'],
        ['Figma', 'Figma'],
      ],
      [0, 1],
    ),
    multiple(
      WEB,
      t('Pilih semua metode HTTP yang sah.', 'Choose every valid HTTP method.'),
      [
        ['GET', 'GET'],
        ['DELETE', 'DELETE'],
        ['SEND', 'SEND'],
        ['PUT', 'PUT'],
      ],
      [0, 1, 3],
    ),
  ],
};
