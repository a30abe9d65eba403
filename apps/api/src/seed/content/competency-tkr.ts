import { multiple, single, t, type ContentTest } from './types.js';

const ENGINE = t('Motor Bensin', 'Petrol Engines');
const COOLING = t('Pendinginan dan Pelumasan', 'Cooling and Lubrication');
const DRIVE = t('Pemindah Tenaga', 'Power Train');
const BRAKES = t('Sistem Rem dan Roda', 'Brakes and Wheels');
const ELECTRIC = t('Kelistrikan Otomotif', 'Automotive Electrics');
const SAFETY = t('Keselamatan Kerja (K3)', 'Workshop Safety');

/** Competency test for Teknik Kendaraan Ringan (program code `tkr`), written by the project. */
export const TKR_TEST: ContentTest = {
  key: 'competency-tkr',
  kind: 'competency',
  instrument: 'points',
  program: 'tkr',
  name: t('Uji Kompetensi Teknik Kendaraan Ringan', 'Light Vehicle Engineering Competency Test'),
  description: t(
    'Menguji pengetahuan motor bensin, pendinginan dan pelumasan, pemindah tenaga, rem, kelistrikan otomotif, dan keselamatan kerja bengkel.',
    'Tests knowledge of petrol engines, cooling and lubrication, the power train, brakes, automotive electrics and workshop safety.',
  ),
  instructions: t(
    'Pilih satu jawaban yang paling tepat, kecuali soal yang meminta Anda memilih semua jawaban yang benar. Nilai kelulusan 70.',
    'Choose the one best answer, except where a question asks you to choose every correct answer. The pass mark is 70.',
  ),
  minutes: 45,
  passingScore: 70,
  source: 'Written by the JalurKarir project (2026) after the SMK TKR curriculum (Kurikulum Merdeka, fase F).',
  questions: [
    single(
      ENGINE,
      t('Urutan langkah kerja motor bensin empat langkah adalah…', 'The order of the strokes of a four-stroke petrol engine is…'),
      [
        ['Hisap – kompresi – usaha – buang', 'Intake – compression – power – exhaust'],
        ['Kompresi – hisap – usaha – buang', 'Compression – intake – power – exhaust'],
        ['Hisap – usaha – kompresi – buang', 'Intake – power – compression – exhaust'],
        ['Buang – hisap – usaha – kompresi', 'Exhaust – intake – power – compression'],
      ],
      0,
    ),
    single(
      ENGINE,
      t(
        'Satu siklus kerja motor empat langkah diselesaikan dalam … putaran poros engkol.',
        'One working cycle of a four-stroke engine takes … turns of the crankshaft.',
      ),
      [
        ['Satu', 'One'],
        ['Dua', 'Two'],
        ['Tiga', 'Three'],
        ['Empat', 'Four'],
      ],
      1,
    ),
    single(
      ENGINE,
      t('Fungsi busi pada motor bensin adalah…', 'The job of the spark plug in a petrol engine is to…'),
      [
        ['Menyemprotkan bahan bakar', 'Spray the fuel'],
        ['Memercikkan bunga api untuk membakar campuran udara dan bahan bakar', 'Make a spark that ignites the air–fuel mixture'],
        ['Mendinginkan ruang bakar', 'Cool the combustion chamber'],
        ['Mengatur putaran mesin', 'Control the engine speed'],
      ],
      1,
    ),
    single(
      ENGINE,
      t(
        'Urutan pengapian (firing order) yang umum pada motor 4 silinder segaris adalah…',
        'The usual firing order of an inline four-cylinder engine is…',
      ),
      [
        ['1-2-3-4', '1-2-3-4'],
        ['1-3-4-2', '1-3-4-2'],
        ['1-4-2-3', '1-4-2-3'],
        ['4-3-2-1', '4-3-2-1'],
      ],
      1,
    ),
    single(
      ENGINE,
      t(
        'Perbandingan udara dan bensin yang ideal (stoikiometris) untuk pembakaran sempurna adalah sekitar…',
        'The ideal (stoichiometric) air–petrol ratio for complete combustion is about…',
      ),
      [
        ['1 : 14,7', '1 : 14.7'],
        ['8 : 1', '8 : 1'],
        ['14,7 : 1', '14.7 : 1'],
        ['20 : 1', '20 : 1'],
      ],
      2,
    ),
    single(
      COOLING,
      t('Fungsi radiator pada sistem pendingin adalah…', 'In the cooling system, the radiator…'),
      [
        ['Memompa cairan pendingin', 'Pumps the coolant'],
        ['Melepaskan panas cairan pendingin ke udara', 'Releases the coolant’s heat to the air'],
        ['Memanaskan mesin saat dingin', 'Warms the engine when it is cold'],
        ['Menyaring kotoran oli', 'Filters dirt from the oil'],
      ],
      1,
    ),
    single(
      COOLING,
      t('Termostat pada sistem pendingin berfungsi untuk…', 'The thermostat in the cooling system…'),
      [
        [
          'Mengatur aliran cairan pendingin ke radiator sesuai suhu mesin',
          'Controls the coolant flow to the radiator according to engine temperature',
        ],
        ['Mengukur tekanan oli', 'Measures the oil pressure'],
        ['Menambah tekanan cairan pendingin', 'Raises the coolant pressure'],
        ['Menggerakkan kipas radiator', 'Drives the radiator fan'],
      ],
      0,
    ),
    single(
      COOLING,
      t('Fungsi utama oli mesin adalah…', 'The main job of engine oil is to…'),
      [
        ['Menambah tenaga bahan bakar', 'Add power to the fuel'],
        ['Mengurangi gesekan antara komponen yang bergerak', 'Reduce friction between moving parts'],
        ['Membersihkan ruang bakar dari karbon', 'Clean carbon out of the combustion chamber'],
        ['Mendinginkan radiator', 'Cool the radiator'],
      ],
      1,
    ),
    single(
      COOLING,
      t('Pada kode oli SAE 10W-40, angka "10W" menunjukkan…', 'In the oil grade SAE 10W-40, "10W" describes…'),
      [
        ['Kekentalan oli pada suhu dingin', 'The oil’s viscosity when cold'],
        ['Kandungan air dalam oli', 'The water content of the oil'],
        ['Berat oli per liter', 'The weight of a litre of oil'],
        ['Masa pakai oli dalam ribuan km', 'The oil’s life in thousands of km'],
      ],
      0,
    ),
    single(
      DRIVE,
      t('Fungsi kopling pada kendaraan bertransmisi manual adalah…', 'In a manual-transmission car, the clutch…'),
      [
        ['Memutus dan menghubungkan putaran mesin ke transmisi', 'Disconnects and connects the engine to the gearbox'],
        ['Mengubah arah putaran roda', 'Changes the direction the wheels turn'],
        ['Mengerem roda belakang', 'Brakes the rear wheels'],
        ['Mengatur campuran bahan bakar', 'Sets the fuel mixture'],
      ],
      0,
    ),
    single(
      DRIVE,
      t('Differential memungkinkan…', 'The differential allows…'),
      [
        ['Mesin berputar lebih cepat', 'The engine to turn faster'],
        ['Roda kiri dan kanan berputar dengan kecepatan berbeda saat membelok', 'The left and right wheels to turn at different speeds in a corner'],
        ['Kendaraan mundur', 'The car to reverse'],
        ['Kopling bekerja lebih ringan', 'The clutch to work more lightly'],
      ],
      1,
    ),
    single(
      BRAKES,
      t('Minyak rem harus diganti secara berkala karena bersifat…', 'Brake fluid must be replaced regularly because it is…'),
      [
        ['Mudah menguap', 'Volatile'],
        ['Higroskopis (menyerap air) sehingga titik didihnya turun', 'Hygroscopic (absorbs water), which lowers its boiling point'],
        ['Mudah membeku', 'Quick to freeze'],
        ['Mudah terbakar di dalam saluran', 'Flammable inside the lines'],
      ],
      1,
    ),
    single(
      BRAKES,
      t(
        'Pedal rem terasa lunak (seperti spons) saat diinjak. Penyebab yang paling mungkin adalah…',
        'The brake pedal feels soft (spongy) when pressed. The most likely cause is…',
      ),
      [
        ['Ada udara di dalam saluran rem', 'Air in the brake lines'],
        ['Tekanan ban terlalu tinggi', 'Tyre pressure too high'],
        ['Oli mesin terlalu kental', 'Engine oil too thick'],
        ['Aki lemah', 'A weak battery'],
      ],
      0,
    ),
    single(
      BRAKES,
      t('Pada rem cakram, komponen yang menjepit piringan (disc) adalah…', 'On a disc brake, the part that clamps the disc is the…'),
      [
        ['Sepatu rem (brake shoe)', 'Brake shoe'],
        ['Kampas rem (brake pad)', 'Brake pad'],
        ['Tromol', 'Drum'],
        ['Master silinder', 'Master cylinder'],
      ],
      1,
    ),
    single(
      BRAKES,
      t('Tekanan angin ban sebaiknya diperiksa ketika…', 'Tyre pressure should be checked when the tyres are…'),
      [
        ['Saat ban masih dingin', 'Cold'],
        ['Setelah perjalanan jauh', 'Just back from a long drive'],
        ['Ban terkena terik matahari', 'Standing in hot sun'],
        ['Kendaraan sedang berjalan', 'Moving'],
      ],
      0,
    ),
    single(
      ELECTRIC,
      t('Koil pengapian berfungsi untuk…', 'The ignition coil…'),
      [
        ['Menyimpan arus listrik', 'Stores electric current'],
        ['Menaikkan tegangan baterai menjadi tegangan tinggi untuk busi', 'Raises the battery voltage to the high voltage the spark plug needs'],
        ['Mengubah arus AC menjadi DC', 'Turns AC into DC'],
        ['Mengisi baterai', 'Charges the battery'],
      ],
      1,
    ),
    single(
      ELECTRIC,
      t('Tegangan aki 12 V yang terisi penuh, diukur tanpa beban, kira-kira…', 'A fully charged 12 V battery, measured with no load, shows about…'),
      [
        ['10,5 V', '10.5 V'],
        ['11,2 V', '11.2 V'],
        ['12,6 V', '12.6 V'],
        ['14,4 V', '14.4 V'],
      ],
      2,
    ),
    single(
      ELECTRIC,
      t('Fungsi alternator adalah…', 'The alternator…'),
      [
        ['Menghidupkan mesin pertama kali', 'Starts the engine'],
        [
          'Menghasilkan listrik untuk mengisi aki dan menyuplai kelistrikan saat mesin hidup',
          'Produces electricity to charge the battery and supply the car while the engine runs',
        ],
        ['Menaikkan tegangan untuk busi', 'Raises the voltage for the spark plugs'],
        ['Menyimpan listrik saat mesin mati', 'Stores electricity while the engine is off'],
      ],
      1,
    ),
    single(
      ELECTRIC,
      t('Untuk mengukur arus listrik, multimeter dipasang…', 'To measure current, the multimeter is connected…'),
      [
        ['Seri dengan beban', 'In series with the load'],
        ['Paralel dengan beban', 'In parallel with the load'],
        ['Langsung ke kutub positif dan negatif aki', 'Straight across the battery terminals'],
        ['Ke bodi kendaraan saja', 'To the car body only'],
      ],
      0,
    ),
    single(
      ELECTRIC,
      t(
        'Sebuah lampu dengan hambatan 4 Ω dipasang pada tegangan 12 V. Arus yang mengalir adalah…',
        'A lamp of 4 Ω is connected to 12 V. The current is…',
      ),
      [
        ['0,33 A', '0.33 A'],
        ['3 A', '3 A'],
        ['16 A', '16 A'],
        ['48 A', '48 A'],
      ],
      1,
    ),
    single(
      SAFETY,
      t(
        'Kebakaran akibat hubungan pendek (korsleting) listrik termasuk kebakaran kelas…',
        'A fire caused by an electrical short circuit is a class … fire.',
      ),
      [
        ['A', 'A'],
        ['B', 'B'],
        ['C', 'C'],
        ['D', 'D'],
      ],
      2,
    ),
    single(
      SAFETY,
      t(
        'Sebelum bekerja di bawah mobil yang diangkat dengan dongkrak, yang wajib dilakukan adalah…',
        'Before working under a car raised on a jack, you must…',
      ),
      [
        ['Memasang jack stand (penyangga) di titik angkat yang benar', 'Put jack stands under the correct lifting points'],
        ['Menghidupkan mesin', 'Start the engine'],
        ['Melepas aki', 'Disconnect the battery'],
        ['Cukup menahan dengan dongkrak saja', 'Rely on the jack alone'],
      ],
      0,
    ),
    multiple(
      ELECTRIC,
      t('Pilih semua komponen sistem pengapian.', 'Choose every part of the ignition system.'),
      [
        ['Koil pengapian', 'Ignition coil'],
        ['Busi', 'Spark plug'],
        ['Radiator', 'Radiator'],
        ['Kunci kontak', 'Ignition switch'],
        ['Kampas rem', 'Brake pad'],
      ],
      [0, 1, 3],
    ),
    multiple(
      SAFETY,
      t('Pilih semua yang termasuk alat pelindung diri (APD) di bengkel.', 'Choose every item of personal protective equipment (PPE) in a workshop.'),
      [
        ['Kacamata pelindung', 'Safety glasses'],
        ['Sepatu keselamatan', 'Safety shoes'],
        ['Kunci momen', 'Torque wrench'],
        ['Wearpack (pakaian kerja)', 'Overalls'],
      ],
      [0, 1, 3],
    ),
  ],
};
