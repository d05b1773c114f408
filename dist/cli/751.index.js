(function (__citegate_import_meta_url, __WEBPACK_EXTERNAL_createRequire) { 'use strict'; return { id: 751,
ids: [751],
modules: {

/***/ 751:
/***/ (function(__unused_webpack_module, __webpack_exports__, __webpack_require__) {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeSnapshots: () => (/* binding */ writeSnapshots)
/* harmony export */ });
/* unused harmony export writeSnapshotFile */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _files_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4448);
/* harmony import */ var _files_output_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7518);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(573);
/* harmony import */ var _text_controls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7453);
// Writing a snapshot file the plan made (src/snapshot/run.ts), for both shells: through a
// temporary file and a rename, and not at all when the file already holds these bytes.






/** One line saying what was written (or why not); `failed` when the file could not be written. */
async function writeSnapshotFile(cwd, file) {
    const counts = [
        `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(file.sources, 'source')} (${file.fetched} read, ${file.kept} kept)`,
        `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(file.passages, 'passage')} (${file.characters.toLocaleString('en-US')} characters)`,
        ...(file.archived > 0 ? [`${file.archived} from the Wayback Machine`] : []),
        ...(file.omitted > 0 ? [`${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(file.omitted, 'passage')} left out by the size bound`] : []),
        ...(file.failed.length > 0 ? [`${file.failed.length} could not be read`] : []),
    ].join(', ');
    const target = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, file.path);
    const current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(target, 'utf8').catch(() => null);
    if (current === file.text)
        return { text: `${file.path}: unchanged, ${counts}`, failed: false };
    try {
        // Beside a report a pull request may have committed: never through a symbolic link it put there.
        await (0,_files_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(target, file.text, (0,_files_output_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .writeOptions */ .GX)({}, cwd));
    }
    catch (error) {
        return { text: `${file.path}: could not be written: ${(0,_files_atomic_write_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFileError */ .SQ)(error)}`, failed: true };
    }
    return { text: `wrote ${file.path}: ${counts}`, failed: false };
}
/** Writes every snapshot file of the plan; the lines say what was written, read, kept and not read. */
async function writeSnapshots(cwd, plan) {
    const out = [
        `citegate snapshot: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(plan.files.reduce((sum, file) => sum + file.reports.length, 0), 'report')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .L)(plan.sources, 'source')} cited by URL alone`,
    ];
    let failed = plan.invalid.length > 0;
    for (const file of plan.files) {
        const line = await writeSnapshotFile(cwd, file);
        if (line.failed || file.failed.length > 0)
            failed = true;
        out.push(`  ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_4__/* .showControls */ .mz)(line.text)}`);
        for (const { url, detail } of file.failed)
            out.push(`    not read: ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_4__/* .showControls */ .mz)(`${url}: ${detail}`)}`);
    }
    if (plan.files.length === 0 && plan.invalid.length === 0)
        out.push('  no evidence record has a URL without an excerpt: nothing to snapshot');
    if (plan.invalid.length > 0) {
        out.push('', `Reports that could not be read (${plan.invalid.length}); nothing was written for them`);
        for (const report of plan.invalid) {
            const where = report.error.line ? `:${report.error.line}:${report.error.column ?? 1}` : '';
            out.push(`  ${(0,_text_controls_js__WEBPACK_IMPORTED_MODULE_4__/* .showControls */ .mz)(`${report.error.file ?? report.file}${where}  ${report.name === undefined ? '' : `${report.name}: `}${report.error.message}`)}`);
        }
    }
    return { lines: out, failed };
}


/***/ })

} };
})
